puppet lookup profile::base::windows::accounts::users --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
