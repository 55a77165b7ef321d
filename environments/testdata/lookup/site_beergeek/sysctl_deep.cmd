puppet lookup profile::base::sysctl_settings --merge deep --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
