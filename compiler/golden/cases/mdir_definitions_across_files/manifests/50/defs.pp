class later_class { notify { "later_class sees ${::from_first}": } }
define later_define { notify { "later_define ${title}": } }
