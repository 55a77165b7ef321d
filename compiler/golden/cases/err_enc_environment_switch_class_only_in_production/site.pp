# The ENC switches to staging; its class exists only in production's modules.
notice('production site.pp')
