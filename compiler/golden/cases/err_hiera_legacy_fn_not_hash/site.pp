include badfn
