class role::web { include base  notice('role::web from site-modules') }
