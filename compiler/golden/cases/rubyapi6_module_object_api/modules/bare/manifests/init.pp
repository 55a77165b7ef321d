class bare { }
