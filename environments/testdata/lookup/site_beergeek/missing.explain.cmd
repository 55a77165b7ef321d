puppet lookup profile::nothing::here --default fallback --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
