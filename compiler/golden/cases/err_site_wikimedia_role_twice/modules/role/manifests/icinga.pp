class role::icinga { notify { "icinga": } }
