puppet lookup profile::haproxy::listening_pools --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
