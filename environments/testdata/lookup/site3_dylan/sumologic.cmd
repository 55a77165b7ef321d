puppet lookup profile::sumologic::sumologic_key --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
