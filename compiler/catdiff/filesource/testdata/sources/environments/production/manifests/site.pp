node { 'default': }
