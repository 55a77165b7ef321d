# Production's manifest: never evaluated, the ENC moves the node to staging.
notify { 'production-site': }
