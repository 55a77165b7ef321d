# The ENC says environment: staging, so the node is compiled in staging, not in the requested
# production environment.
class marker { notify { 'production marker': } }
