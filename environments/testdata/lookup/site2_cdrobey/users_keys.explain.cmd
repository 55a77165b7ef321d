puppet lookup profile::base::linux::accounts::users --merge hash --explain --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
