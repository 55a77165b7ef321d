# A file() reference may climb out of the module's files/ with '..', as in Puppet.
notice(file('fm/../../../environment.conf'))
