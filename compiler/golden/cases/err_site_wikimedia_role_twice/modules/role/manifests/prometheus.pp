class role::prometheus { notify { "prometheus": } }
