# QA-FORGE-5: an exception raised while the newtype block runs makes the type fail to autoload.
notice('before')
thing { 'x': }
