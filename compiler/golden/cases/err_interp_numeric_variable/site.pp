notice('before')
notice("hex ${0xff}")
