node default { notify { "node sees ${from_first}": } }
