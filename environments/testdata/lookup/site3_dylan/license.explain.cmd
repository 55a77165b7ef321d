puppet lookup profile::cd4pe::connection::license --default none --explain --node lb01.puppet.local --facts facts.json --environmentpath environments --environment production
