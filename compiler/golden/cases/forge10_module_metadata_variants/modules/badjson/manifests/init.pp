class badjson { notice("badjson") }
