notice($function)
