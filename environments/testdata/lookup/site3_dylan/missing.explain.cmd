puppet lookup profile::nothing::here --explain --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
