puppet lookup profile::web_services::apache::website_hash --merge hash --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
