notice($trusted['external'])
notice($trusted['external'].keys)
notice($trusted['certname'])
