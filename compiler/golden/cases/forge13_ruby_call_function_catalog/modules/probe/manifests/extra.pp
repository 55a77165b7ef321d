class probe::extra { notify { "extra included": } }
