puppet lookup profile::mom::autosign_secret --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
