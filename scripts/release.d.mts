/** The build's release: the package version and the commit it was built from (scripts/release.mjs). */
export declare function releaseId(): string;
