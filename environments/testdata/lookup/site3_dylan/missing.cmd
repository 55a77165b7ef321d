puppet lookup profile::nothing::here --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
