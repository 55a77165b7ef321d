puppet lookup profile::mom::autosign_secret --explain --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
