puppet lookup profile::sumologic::sumologic_key --explain --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
