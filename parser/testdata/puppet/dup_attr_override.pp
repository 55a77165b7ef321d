File["/x"] { owner => a, owner => b }
