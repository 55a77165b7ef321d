class probe::contained { notify { "contained": } }
