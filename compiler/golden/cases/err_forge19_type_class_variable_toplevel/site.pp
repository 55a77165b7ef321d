cv_thing { 'a': }
