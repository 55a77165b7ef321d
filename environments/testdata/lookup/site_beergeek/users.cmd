puppet lookup profile::puppet_users::user_hash --node lb01.puppet.vm --facts facts.json --environmentpath environments --environment production
