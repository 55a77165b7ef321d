puppet lookup profile::com::hiera_hierarchy --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
