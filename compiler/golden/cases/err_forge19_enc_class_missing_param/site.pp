notice($role)
