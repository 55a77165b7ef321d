class good { notify { "good": } }
