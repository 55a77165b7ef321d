puppet lookup profile::base::linux::sudoers::configs --render-as json --explain --node web01.fr.lan --facts facts.json --environmentpath environments --environment production
