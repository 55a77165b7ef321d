# stdlib's fqdn_uuid('puppetlabs.com') is 9c70320f-6815-5fc5-ab0f-debe68bf764c in Puppet 7.23.
notice(bin::probe('chr'))
notice(bin::probe('digest'))
notice(bin::probe('pack'))
notice(bin::probe('uuid'))
