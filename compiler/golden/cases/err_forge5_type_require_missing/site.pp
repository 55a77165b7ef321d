# QA-FORGE-5: a type file requiring a helper of a module that is not installed (puppet_x of a missing
# dependency) fails to autoload with Ruby's LoadError message.
notice('before')
thing { 'x': }
