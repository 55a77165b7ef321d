include profile::app
