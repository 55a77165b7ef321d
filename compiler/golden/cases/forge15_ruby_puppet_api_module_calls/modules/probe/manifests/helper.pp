class probe::helper { }
