puppet lookup variables --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
