# environment.conf names a manifest directory that does not exist: no initial manifest, no error.
notice('not used')
