class my_mod { notify { "mymod": } }
