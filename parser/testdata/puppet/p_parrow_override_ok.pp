File["/x"] { mode +> 1 }
