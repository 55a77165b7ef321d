class shadow { notify { 'from the module': } }
