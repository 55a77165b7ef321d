class known { }
