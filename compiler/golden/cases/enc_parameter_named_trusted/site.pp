notice($trusted)
