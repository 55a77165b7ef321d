# Written for this case: an hour out of range (the module's message names min where it means max).
validate_in_range(25, 0, 23)
