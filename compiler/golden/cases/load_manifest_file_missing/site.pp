# environment.conf names a manifest file that does not exist: no initial manifest, no error.
notice('not used')
